// The passes a realm sells read in the viewer's language, as its catalogue does: arena's in
// Portuguese on the purchase page (name, description, badge), cinema's in Spanish on the gifts
// page. The API's answers per
// locale (licences, gifts, EPG channels): tests/api/localised-commerce.test.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  // Cookies agreed and the app banner dismissed, as on a return visit: their overlays are not the point.
  await page.addInitScript(() => {
    for (const realm of ['arena', 'cinema']) {
      localStorage.setItem(`session:${realm}`, JSON.stringify({ tokens: null, cookiePolicyAgreed: true, shouldDisplaySmartBanner: false }));
    }
  });
});

async function ready(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test("arena's passes on the purchase page", async ({ page }) => {
    // Arena sells licence first: a visitor starts on the passes.
    await page.goto('/realm/arena/comprar');
    await ready(page);
    const yearly = page.getByTestId('licence-arena-yearly');
    await expect(yearly).toContainText('Arena Anual');
    await expect(yearly).toContainText('Melhor custo-benefício');
    await expect(page.getByTestId('licence-arena-monthly')).toContainText('Todas as partidas ao vivo e sob demanda, cobrança mensal.');
    await expect(page.getByTestId('licence-arena-ppv-derby')).toContainText('Evento avulso');
    await expect(page.getByText('Best value')).toHaveCount(0);
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test("cinema's passes on the gifts page", async ({ page }) => {
    await page.goto('/realm/cinema/regalos');
    await ready(page);
    await expect(page.getByTestId('gifts-item-cinema-monthly')).toContainText('Cine Mensual');
    await expect(page.getByTestId('gifts-item-cinema-yearly')).toContainText('Un año de cine, dos meses gratis.');
    await expect(page.getByText('Every film and series', { exact: false })).toHaveCount(0);
  });
});
