export { SignedInPage, UserCentreQueryRoot, type SignedInPageProps } from './SignedInPage';
