import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChartElement, TableElement } from '@slidecraft/deck/scene';
import { Button, Input, InputNumber, Segmented, Space, Typography } from 'antd';
import * as ops from '../model/table-chart-ops';
import type { Change } from './change';
import { useEditorTranslation } from '../editor-texts';

const stop = (event: React.KeyboardEvent) => event.stopPropagation();

/** The cells of the selected table, editable, with rows and columns to add or remove. */
export function TableInspector(props: { table: TableElement; slideIndex: number; change: Change }) {
  const { t } = useEditorTranslation();
  const { table, slideIndex, change } = props;
  return (
    <section
      className="sc-ed-inspector"
      aria-label={t('table.title')}
      data-testid="table-inspector"
    >
      <Space wrap>
        <Typography.Text strong>{t('table.title')}</Typography.Text>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => change(ops.addTableRow(slideIndex, table.id))}
          data-testid="table-add-row"
        >
          {t('table.addRow')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => change(ops.addTableColumn(slideIndex, table.id))}
          data-testid="table-add-column"
        >
          {t('table.addColumn')}
        </Button>
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={table.rows.length <= 1}
          onClick={() => change(ops.removeTableRow(slideIndex, table.id))}
        >
          {t('table.removeRow')}
        </Button>
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={table.columnWidths.length <= 1}
          onClick={() => change(ops.removeTableColumn(slideIndex, table.id))}
        >
          {t('table.removeColumn')}
        </Button>
      </Space>
      <div
        className="sc-ed-grid"
        style={{ gridTemplateColumns: `repeat(${table.rows[0]?.length ?? 1}, minmax(80px, 1fr))` }}
      >
        {table.rows.map((row, r) =>
          row.map((cell, c) => (
            <Input
              key={`${r}-${c}`}
              size="small"
              value={cell}
              maxLength={2000}
              aria-label={t('table.cell', { row: r + 1, column: c + 1 })}
              onKeyDown={stop}
              onChange={(event) =>
                change(
                  ops.setCell(slideIndex, table.id, r, c, event.target.value),
                  `cell-${table.id}-${r}-${c}`,
                )
              }
              data-testid={`cell-${r}-${c}`}
            />
          )),
        )}
      </div>
    </section>
  );
}

/** The data of the selected chart: its kind, unit and each category with its value. */
export function ChartInspector(props: { chart: ChartElement; slideIndex: number; change: Change }) {
  const { t } = useEditorTranslation();
  const { chart, slideIndex, change } = props;
  return (
    <section
      className="sc-ed-inspector"
      aria-label={t('chart.title')}
      data-testid="chart-inspector"
    >
      <Space wrap>
        <Typography.Text strong>{t('chart.title')}</Typography.Text>
        <Segmented
          size="small"
          value={chart.kind}
          options={(['column', 'bar', 'pie'] as const).map((kind) => ({
            value: kind,
            label: t(`chart.kinds.${kind}`),
          }))}
          onChange={(kind) => change(ops.setChartKind(slideIndex, chart.id, kind))}
        />
        <Input
          size="small"
          style={{ width: 96 }}
          value={chart.unit}
          maxLength={8}
          placeholder={t('chart.unit')}
          aria-label={t('chart.unit')}
          onKeyDown={stop}
          onChange={(event) =>
            change(ops.setChartUnit(slideIndex, chart.id, event.target.value), `unit-${chart.id}`)
          }
        />
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={chart.categories.length >= ops.MAX_CHART_POINTS}
          onClick={() =>
            change(
              ops.addChartPoint(
                slideIndex,
                chart.id,
                t('chart.newCategory', { n: chart.categories.length + 1 }),
              ),
            )
          }
          data-testid="chart-add-point"
        >
          {t('chart.addPoint')}
        </Button>
      </Space>
      <div
        className="sc-ed-grid"
        style={{ gridTemplateColumns: 'minmax(80px, 2fr) minmax(80px, 1fr) auto' }}
      >
        {chart.categories.map((category, i) => (
          <div key={i} className="sc-ed-grid-row">
            <Input
              size="small"
              value={category}
              maxLength={200}
              aria-label={t('chart.category')}
              onKeyDown={stop}
              onChange={(event) =>
                change(
                  ops.setChartPoint(slideIndex, chart.id, i, { category: event.target.value }),
                  `cat-${chart.id}-${i}`,
                )
              }
              data-testid={`chart-category-${i}`}
            />
            <InputNumber
              size="small"
              min={0}
              value={chart.values[i]}
              aria-label={t('chart.value')}
              onKeyDown={stop}
              onChange={(value) =>
                change(
                  ops.setChartPoint(slideIndex, chart.id, i, { value: value ?? 0 }),
                  `val-${chart.id}-${i}`,
                )
              }
              data-testid={`chart-value-${i}`}
            />
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={chart.categories.length <= 1}
              aria-label={t('chart.removePoint')}
              onClick={() => change(ops.removeChartPoint(slideIndex, chart.id, i))}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
