// n8n loads a node's icon and codex (.node.json) from beside its compiled file, so they are copied into dist/.
const { src, dest } = require('gulp');

function buildIcons() {
  return src(['nodes/**/*.svg', 'nodes/**/*.node.json', 'credentials/**/*.svg'], { base: '.', encoding: false }).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
