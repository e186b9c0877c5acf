// What the demo's "server" renders into its pages with @json(...), as a Blade
// template would (built for Node by demo/build.mjs).
import { cookbooks, faqs, hostileFaqs } from '../../mocks/fixtures';

export { cookbooks, faqs };
export const hostileConsumerFaqs = hostileFaqs.map((faq) => ({ ...faq, section: 'consumers' as const }));
