// ApexCharts' feature entries register themselves on import and ship no types of their own.
declare module 'apexcharts/features/legend';
declare module 'apexcharts/features/toolbar';
