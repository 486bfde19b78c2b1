import { configure } from '@testing-library/react';

// The auth pages wait on antd forms and routed pages: a loaded 2-core machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);
