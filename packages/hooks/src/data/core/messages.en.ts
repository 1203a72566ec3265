import { englishOf } from '@postify/sdk/messages';
import type { hookMessages } from './messages.js';

/** English of the data hooks' texts (`hooks.*`): carried by `PostifyI18nProvider`, tested complete. */
export const hooksEn: Record<keyof typeof hookMessages, string> = {
  loadProjects: 'Could not load projects',
  switchProject: 'Could not switch project',
  createProject: 'Could not create the project',
  updateProject: 'Could not update the project',
  deleteProject: 'Could not delete the project',
  setDefaultProject: 'Could not set the default project',
  loadSubscription: 'Could not load the subscription',
  loadBilling: 'Could not load the subscription details.',
  noSubscription: 'You need an active subscription to open the billing portal.',
  invalidCode: 'Invalid or expired code',
  updatePhone: 'Could not update the phone number',
  updatePassword: 'Could not update the password',
  userNotFound: 'User not found',
  contact: 'Could not send. Please try again.',
  signUpNoData: 'Could not sign up.',
  unknown: 'Unknown error',
  loadPlatforms: 'Could not load the platforms',
  loadMetrics: 'Could not load the metrics',
  loadPosts: 'Could not load the posts',
  loadOnboarding: 'Could not load the onboarding',
  loadShare: 'Could not load the sharing details',
  createFolderPrefix: 'Could not create the folder',
  folderNotFound: 'Endpoint not found. Check the API configuration.',
  folderUnauthorized: 'Not authorised. Check your authentication.',
  folderServerError: 'Internal server error.',
  rename: 'Could not rename. Please try again.',
  download: 'Could not download the file',
  remove: 'Could not delete the folder/file',
  loadStorage: 'Could not load the storage details',
  loadFolder: 'Could not load the folder contents',
  loadUsage: 'Could not load the usage',
};

/** {@link hooksEn} by full code. */
export const hooksEnglish = /* @__PURE__ */ englishOf({ namespace: 'hooks', en: hooksEn });
