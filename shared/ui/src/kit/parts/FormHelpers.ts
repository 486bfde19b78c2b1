export { validatorRule, useTouchedFields, type TouchedFields } from '../../form';
