import type { Messages } from './en.ts';
import cookie from './cookie/pl.ts';

/** Polskie teksty okna zgody na cookies (SPEC §1: tylko okno cookies ma wersję polską). */
const pl: { cookie: Messages['cookie'] } = {
  cookie,
};

export default pl;
