// Loaded with `node --import` by tests/production: records every module specifier the process's
// ECMAScript modules ask for (the hooks run on their own thread), one per line in $RECORD_IMPORTS.
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url, { data: { file: process.env.RECORD_IMPORTS } });
