// The federated sign-in screens as one lazy chunk: the flow goes from one to the other, and one
// chunk keeps the first script's route table to a single reference for both.
export { ProviderLoginScreen } from './ProviderLoginScreen.tsx';
export { ProviderCallbackScreen } from './ProviderCallbackScreen.tsx';
