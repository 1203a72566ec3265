export { RouterProvider, type RouterProviderProps } from './RouterProvider';
