export { SignedInPage, type SignedInPageProps } from './SignedInPage';
