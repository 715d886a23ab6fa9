import type { SectionsKey } from '../keys';

export interface ExpertService {
  title: SectionsKey;
  desc: SectionsKey;
}

export const EXPERT_SERVICES: ExpertService[] = [
  { title: 'expert.stains.title', desc: 'expert.stains.desc' },
  { title: 'expert.steam.title', desc: 'expert.steam.desc' },
  { title: 'expert.zari.title', desc: 'expert.zari.desc' },
  { title: 'expert.woollens.title', desc: 'expert.woollens.desc' },
  { title: 'expert.leather.title', desc: 'expert.leather.desc' },
  { title: 'expert.sofa.title', desc: 'expert.sofa.desc' },
  { title: 'expert.uniforms.title', desc: 'expert.uniforms.desc' },
  { title: 'expert.bulk.title', desc: 'expert.bulk.desc' },
];
