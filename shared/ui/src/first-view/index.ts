export {
  FIRST_VIEW_MOMENTS,
  FIRST_VIEW_WAITS,
  after,
  markFirstContent,
  nextTask,
  untilFirstView,
  type FirstViewMoment,
} from './firstView';
export { FirstContentMark, useFirstView } from './useFirstView';
