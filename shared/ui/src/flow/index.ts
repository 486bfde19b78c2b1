export { useFlowEffects, type FlowEffect, type FlowEffects, type FlowRun } from './useFlowEffects';
