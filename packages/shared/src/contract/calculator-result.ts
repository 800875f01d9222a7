import type { ApplianceCalcResult, CalculatorResult } from '../domain/calculator.ts';
import type { CalculatorResultDto } from './calculator.ts';

// The calculator's result between the engine's shape (texts as catalogue keys) and the wire's (texts rendered,
// keys beside them). Apart from contract/calculator.ts and its schemas: the web's calculator screen maps every
// answer through `fromResultDto`, and importing it must not build zod's schemas on the page's first load
// (docs/decisions/013-server-rendering.md, the first screen's diet).

/** The engine's result with its texts rendered by `render` (a catalogue lookup in the caller's language). */
export function toResultDto<T extends CalculatorResult | ApplianceCalcResult>(
  result: T,
  render: (ref: CalculatorResult['pv']['note']) => string,
) {
  return {
    ...result,
    systemRecommendation: { ...result.systemRecommendation, message: render(result.systemRecommendation.message), messageRef: result.systemRecommendation.message },
    pv: { ...result.pv, note: render(result.pv.note), noteRef: result.pv.note },
    battery: { ...result.battery, note: render(result.battery.note), noteRef: result.battery.note },
  };
}

/** Back from the wire shape to the engine's (texts as keys), so the web shows a server result and its own estimate alike. */
export function fromResultDto<T extends CalculatorResultDto>(dto: T) {
  return {
    ...dto,
    systemRecommendation: { ...dto.systemRecommendation, message: dto.systemRecommendation.messageRef },
    pv: { ...dto.pv, note: dto.pv.noteRef },
    battery: { ...dto.battery, note: dto.battery.noteRef },
  };
}
