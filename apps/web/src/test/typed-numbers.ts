/**
 * The four ways people type the same two numbers on Arabic and Latin keyboards, and what they mean
 * (docs/decisions/027-numbers-people-type.md). Every screen that takes a number has a test that types
 * these and checks what the person sees or what is sent.
 */
export const TYPED_NUMBERS = [
  { text: '١٬٥٠٠', value: 1500 },
  { text: '1,500', value: 1500 },
  { text: '3,5', value: 3.5 },
  { text: '٣٫٥', value: 3.5 },
] as const;
