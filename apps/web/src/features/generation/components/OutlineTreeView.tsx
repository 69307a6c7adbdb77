import { Tree, Typography, type TreeDataNode } from 'antd';
import type { OutlineTreeNode, OutlineView } from '../outline-view';

function toTreeData(nodes: OutlineTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: <span className={`sc-outline-${node.kind}`}>{node.title}</span>,
    isLeaf: node.children.length === 0,
    children: toTreeData(node.children),
  }));
}

/** The parsed outline: deck title and subtitle on top, chapters / sections / points below. */
export function OutlineTreeView({ view }: { view: OutlineView }) {
  return (
    <div className="sc-outline" data-testid="outline-tree">
      <Typography.Title level={3} className="sc-outline-heading" data-testid="outline-title">
        {view.title}
      </Typography.Title>
      {view.subtitle.map((line) => (
        <Typography.Paragraph key={line} type="secondary" style={{ marginBottom: 4 }}>
          {line}
        </Typography.Paragraph>
      ))}
      <Tree
        treeData={toTreeData(view.tree)}
        defaultExpandAll
        showLine
        blockNode
        selectable={false}
      />
    </div>
  );
}
