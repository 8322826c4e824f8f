// An ESLint rule for the architecture's one-way imports, resolved by path rather than by the
// spelling of the import: from a feature, any specifier that lands in another feature's folder
// or in src/app is an error, however many "../" it takes to get there (`../x/`, `../../features/x/`).
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');
const FEATURES = resolve(SRC, 'features');
const APP = resolve(SRC, 'app');

/** The feature folder a file belongs to, or null. */
function featureOf(file) {
  const rel = relative(FEATURES, file);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0] ?? null;
}

function within(dir, file) {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..');
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports only contracts, lib, ui and its own folder' },
    messages: {
      otherFeature:
        'A feature never imports another feature ({{target}}): move the shared part to lib/core, lib or contracts, or compose in app.',
      app: 'Features never import the app; the app composes features.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const feature = featureOf(target);
      if (feature && feature !== own) context.report({ node, messageId: 'otherFeature', data: { target: feature } });
      else if (within(APP, target)) context.report({ node, messageId: 'app' });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
