import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PluginScope, useExtensions, useT } from '@answer/sdk';
import { questionSectionPoint, type QuestionSectionProps } from '../points';

/** One broken section (another plugin's code) leaves the question readable. */
class SectionBoundary extends Component<{ pluginId: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[plugin ${this.props.pluginId}] question section failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** What other plugins show under the question (answers first); the answer count when none does. */
export function QuestionSections({ question, answerId, onChanged }: QuestionSectionProps) {
  const t = useT();
  const sections = useExtensions(questionSectionPoint);
  if (sections.length === 0) {
    return (
      <h2 className="h5 mt-4 pt-3 border-top" data-testid="answer-count">
        {t('detail.answer_count', { count: question.answer_count })}
      </h2>
    );
  }
  return (
    <>
      {sections.map((section) => {
        const Section = section.value.component;
        return (
          <SectionBoundary key={section.id} pluginId={section.pluginId}>
            <PluginScope pluginId={section.pluginId}>
              <Section question={question} answerId={answerId} onChanged={onChanged} />
            </PluginScope>
          </SectionBoundary>
        );
      })}
    </>
  );
}
