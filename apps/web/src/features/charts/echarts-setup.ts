import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The one place ECharts is assembled (STACK.md: `echarts/core` with only the charts used —
 * never `import 'echarts'`). Imported lazily by EChart, so the charts are their own chunk
 * and only the pages that draw one load it. SVG renderer: crisp at any zoom, and the same
 * option renders to SVG on the server for the PDFs.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
