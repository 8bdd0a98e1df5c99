// n8n loads a node's icon and codex (.node.json) from beside its compiled file, so they are copied
// from the repository's nodes/ and credentials/ into this package's dist/.
const path = require('node:path');
const { src, dest } = require('gulp');

const repo = path.resolve(__dirname, '../..');

function buildIcons() {
  return src(['nodes/**/*.svg', 'nodes/**/*.node.json', 'credentials/**/*.svg'], { cwd: repo, base: repo, encoding: false }).pipe(
    dest(path.join(__dirname, 'dist')),
  );
}

exports['build:icons'] = buildIcons;
