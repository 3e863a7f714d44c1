// Jest maps `apexcharts/core` here (jest.config.mjs): react-apexcharts' CommonJS build constructs the module itself.
module.exports = require('./fake-apexcharts.ts').FakeApexCharts;
