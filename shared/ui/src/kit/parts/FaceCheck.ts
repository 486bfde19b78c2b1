export { FaceCheck, type FaceCheckProps, type FaceLink, type FaceOutcome, type FaceResult } from '../../face';
