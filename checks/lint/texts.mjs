/**
 * `no-inline-text`: a user-visible text in JSX comes from i18next (`t('…')`), not from the source.
 * Reported: JSX text with a word in it, a string or template literal rendered as a child (also
 * through `?:` and `&&`), and string values of the attributes people read (aria-label, title,
 * placeholder, alt, label/…Label, …Text, …Title, hint, description, message). Names of things that
 * are the same in every language (the brand, the report provider) may stay.
 */
const WORD = /\p{L}{2,}/u;
const NAMES = new Set(['AutoMercato', 'Carfax', 'CARFAX', 'AutoMercato Pro', 'Stripe', 'Google', 'Apple']);
const READ_ATTRIBUTES = /^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|text|lead|subtitle|tooltip|summary|hint|description|message|heading|caption|legend|[a-z]+(Label|Text|Title|Message|Hint|Description))$/;

const isText = (value) => typeof value === 'string' && WORD.test(value) && !NAMES.has(value.trim());

/** The literal pieces a rendered expression can show. */
function shownLiterals(node, out = []) {
  if (!node) return out;
  if (node.type === 'Literal' && typeof node.value === 'string') out.push([node, node.value]);
  else if (node.type === 'TemplateLiteral') {
    for (const quasi of node.quasis) out.push([node, quasi.value.cooked ?? '']);
  } else if (node.type === 'ConditionalExpression') {
    shownLiterals(node.consequent, out);
    shownLiterals(node.alternate, out);
  } else if (node.type === 'LogicalExpression') shownLiterals(node.right, out);
  return out;
}

const noInlineText = {
  meta: {
    type: 'suggestion',
    docs: { description: 'User-visible texts go through i18next, not inline in JSX' },
    schema: [],
    messages: { inline: 'Testo visibile scritto nel JSX ("{{text}}"): spostalo nei testi della feature (defineTexts) e usa t().' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'inline', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type === 'JSXAttribute') {
          const name = parent.name.type === 'JSXIdentifier' ? parent.name.name : '';
          if (!READ_ATTRIBUTES.test(name)) return;
        } else if (parent.type !== 'JSXElement' && parent.type !== 'JSXFragment') return;
        for (const [literal, text] of shownLiterals(node.expression)) if (isText(text)) report(literal, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (node.value?.type === 'Literal' && READ_ATTRIBUTES.test(name) && isText(node.value.value)) report(node.value, node.value.value);
      },
    };
  },
};

export default { rules: { 'no-inline-text': noInlineText } };
