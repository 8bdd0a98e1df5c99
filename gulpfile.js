// n8n loads a node's icon from beside its compiled file, so the SVGs are copied into dist/.
const { src, dest } = require('gulp');

function buildIcons() {
  return src(['nodes/**/*.svg', 'credentials/**/*.svg'], { base: '.', encoding: false }).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
