// `node --import ./scripts/trace-modules.js …` appends the URL of every module the process loads to the
// file named by TRACE_MODULES_FILE. The production start check uses it to show that a production server
// never loads the demo seed (scripts/check-production-start.sh).
import { register } from 'node:module';

register(new URL('./trace-modules-hooks.js', import.meta.url));
