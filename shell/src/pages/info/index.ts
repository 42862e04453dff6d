/** The informational pages (one lazy chunk, outside the home page's JavaScript). */
export { FaqPage } from './FaqPage';
export { TermsPage } from './TermsPage';
export { AboutUsPage } from './AboutUsPage';
export { ContactUsPage } from './ContactUsPage';
export { ForDealersPage } from './ForDealersPage';
export { HowItWorksPage } from './HowItWorksPage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
