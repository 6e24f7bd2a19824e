import type { Sdk } from '../schema/developers.ts';

/** Official client libraries; each id is also its documentation anchor (#sdk-<id>). */
export const sdks: Sdk[] = [
  {
    id: 'javascript',
    name: 'JavaScript / Node.js',
    monogram: 'JS',
    packageName: '@voxera/sdk',
    install: 'npm install @voxera/sdk',
  },
  {
    id: 'python',
    name: 'Python',
    monogram: 'Py',
    packageName: 'voxera',
    install: 'pip install voxera',
  },
  {
    id: 'ruby',
    name: 'Ruby',
    monogram: 'Rb',
    packageName: 'voxera',
    install: 'gem install voxera',
  },
  {
    id: 'php',
    name: 'PHP',
    monogram: 'PHP',
    packageName: 'voxera/voxera-php',
    install: 'composer require voxera/voxera-php',
  },
  {
    id: 'java',
    name: 'Java',
    monogram: 'J',
    packageName: 'ai.voxera:voxera-java',
    install: 'implementation("ai.voxera:voxera-java:2.4.0")',
  },
  {
    id: 'go',
    name: 'Go',
    monogram: 'Go',
    packageName: 'github.com/voxera-ai/voxera-go',
    install: 'go get github.com/voxera-ai/voxera-go',
  },
];
