import { createHash } from 'node:crypto';
import { Router } from 'express';
import { styles } from './assets/styles';
import { copyButtonScript } from './assets/copyButton';

// Content-hashed names let browsers cache the files for good and still pick up a new release.
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

const FILES = {
  styles: { path: `/settings-assets/settings.${digest(styles)}.css`, body: styles, type: 'text/css; charset=utf-8' },
  script: { path: `/settings-assets/settings.${digest(copyButtonScript)}.js`, body: copyButtonScript, type: 'text/javascript; charset=utf-8' },
};

export const ASSET_PATHS = { styles: FILES.styles.path, script: FILES.script.path };

export function assetsRouter(): Router {
  const router = Router();
  for (const file of Object.values(FILES)) {
    router.get(file.path, (_req, res) => {
      res.set('Content-Type', file.type).set('Cache-Control', 'public, max-age=31536000, immutable').send(file.body);
    });
  }
  return router;
}
