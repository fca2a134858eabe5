/**
 * The Japanese fonts the tests that draw Japanese text depend on (`fonts-noto-cjk`, which every
 * Japanese user has some equivalent of): without them Chromium draws boxes of one width, so a
 * test of what a Japanese reader sees (labels that overlap, text clipped, a menu over the tabs)
 * would pass on a machine that no reader has. Found, or installed once, as fio and sysstat are
 * (systemTool.ts): `$CJK_FONT_PATH`, else the package's own files, else `apt-get install
 * fonts-noto-cjk` when root on a Debian-like system, else an error saying how.
 */
import { findSystemTool } from './systemTool.ts';

export const ensureJapaneseFonts = (): string =>
  findSystemTool({
    program: 'Noto Sans CJK',
    envVar: 'CJK_FONT_PATH',
    debianPackage: 'fonts-noto-cjk',
    neededBy: 'the tests that draw Japanese text (tests/e2e/planner-japanese.e2e.ts, tests/e2e/screens-walk.e2e.ts)',
    paths: ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc'],
  });
