// The stand-in for ApexCharts' chart types and features in Jest (jest.config.mjs): imported for their registration
// only, which the chart stand-in does not need.
export {};
