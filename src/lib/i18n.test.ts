// Labels: the server's translations as sent; the English defaults behind them, loaded only when
// a key is missing, and as the labels themselves when none could be fetched.
import { expect, test, vi } from 'vitest';
import { LABEL_DEFAULTS } from '../contracts/label-keys.ts';
import { applyLabels, createLabels, i18n, messageText } from './i18n.ts';

const t = (key: string) => (i18n.t.bind(i18n) as unknown as (k: string) => string)(key);

test('a label the server left out reads as its English default, once the defaults have loaded', async () => {
  await applyLabels('pt_BR', { signIn: 'Entrar' });
  expect(t('signIn')).toBe('Entrar');
  const changed = vi.fn();
  i18n.on('languageChanged', changed);
  // Missing: the key asks for the defaults, and the page renders again when they are in.
  t('signUp');
  await vi.waitFor(() => expect(changed).toHaveBeenCalledWith('pt-BR'));
  expect(t('signUp')).toBe(LABEL_DEFAULTS.signUp);
  expect(t('signIn')).toBe('Entrar');
  i18n.off('languageChanged', changed);
});

test('without fetched labels the defaults are the labels', async () => {
  await applyLabels('en_US', null);
  expect(t('connectionFailed')).toBe(LABEL_DEFAULTS.connectionFailed);
});

test('a server render has every key at once: the translations over the defaults', async () => {
  const labels = await createLabels('es_ES', { signIn: 'Iniciar sesión' });
  const translate = labels.t.bind(labels) as unknown as (k: string) => string;
  expect(translate('signIn')).toBe('Iniciar sesión');
  expect(translate('signUp')).toBe(LABEL_DEFAULTS.signUp);
});

test('a message reads as its label; an identifier without one as the generic error, never raw', async () => {
  const labels = await createLabels('es_ES', {
    cardRefusedExpired: 'Esta tarjeta ha caducado.',
    errorOccurredPleaseTryAgain: 'Ha ocurrido un error',
  });
  expect(messageText(labels, 'cardRefusedExpired')).toBe('Esta tarjeta ha caducado.');
  expect(messageText(labels, 'someKeyNobodyWroteALabelFor')).toBe('Ha ocurrido un error');
  expect(messageText(labels, 'user_self_suspended_elsewhere')).toBe('Ha ocurrido un error');
  // The server's own wording (a sentence) is shown as it came.
  expect(messageText(labels, 'Postcode must be printable ASCII')).toBe('Postcode must be printable ASCII');
});

test('a label with values is filled in, with its plural form', async () => {
  const labels = await createLabels('en_US', null);
  expect(messageText(labels, { key: 'tooManyAttemptsMinutes', values: { count: 5 } })).toBe(
    'Too many attempts. Wait 5 minutes, then try again',
  );
  expect(messageText(labels, { key: 'tooManyAttemptsMinutes', values: { count: 1 } })).toBe(
    'Too many attempts. Wait a minute, then try again',
  );
});
