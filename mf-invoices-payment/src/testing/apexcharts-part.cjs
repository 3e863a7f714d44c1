// Jest maps ApexCharts' chart types and features here (jest.config.mjs): they only register themselves with the core,
// which the stand-in does not need.
module.exports = {};
