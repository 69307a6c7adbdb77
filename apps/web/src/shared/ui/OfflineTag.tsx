import { CloudServerOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';

/**
 * Marks an answer of the offline composer (no AI model configured): the outline workspace's
 * stream, the editor's AI preview. Each passes its own words.
 */
export function OfflineTag(props: { label: string; hint: string; testId: string }) {
  return (
    <Tooltip title={props.hint}>
      <Tag icon={<CloudServerOutlined />} color="orange" data-testid={props.testId}>
        {props.label}
      </Tag>
    </Tooltip>
  );
}
