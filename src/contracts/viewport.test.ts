import { expect, test } from 'vitest';
import { initQuery } from './init.ts';
import { buildInitQuery } from './viewport.ts';

test('desktop asks for the WEB menu and larger pages', () => {
  const query = buildInitQuery('en_US', 1280);
  const parsed = initQuery.parse(
    Object.fromEntries(
      Object.entries(query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
  );
  expect(parsed).toMatchObject({
    lk: 'en_US',
    menuTargetPlatform: 'WEB',
    rpp: 12,
    bpp: 7,
    readLicences: true,
    readIconStore: true,
    countEvents: 'LIVE',
  });
  expect(parsed.altMenuTargetPlatform).toBeUndefined();
  expect(parsed.pk).toEqual(['subTitleLanguage', 'audioLanguage', 'autoAdvance', 'videoBackgroundAutoPlay']);
});

test('below 1025 px it asks for MOBILE_WEB with WEB as the alternative and smaller pages', () => {
  expect(buildInitQuery('pt_BR', 1024)).toMatchObject({
    lk: 'pt_BR',
    menuTargetPlatform: 'MOBILE_WEB',
    altMenuTargetPlatform: 'WEB',
    rpp: 6,
    bpp: 4,
  });
  expect(buildInitQuery('pt_BR', 1025)).toMatchObject({ menuTargetPlatform: 'WEB', rpp: 12, bpp: 7 });
});
