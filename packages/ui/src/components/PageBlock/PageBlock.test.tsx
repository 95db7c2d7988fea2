import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithUI } from '../../test/render';
import { PageBlock } from './PageBlock';
import { pageBlock } from './PageBlock.css';

describe('PageBlock', () => {
  it('is a div at the full width with the page gap by default', () => {
    renderWithUI(<PageBlock data-testid="page">Content</PageBlock>);
    const page = screen.getByTestId('page');
    expect(page.tagName).toBe('DIV');
    expect(page.className).toBe(pageBlock({ width: 'full', space: 'xl', paddingBlock: 'xxl' }));
  });

  it('takes a width and a space between blocks', () => {
    renderWithUI(
      <PageBlock data-testid="page" width="narrow" space="xxl" className="extra">
        Content
      </PageBlock>,
    );
    expect(screen.getByTestId('page')).toHaveClass(...pageBlock({ width: 'narrow', space: 'xxl' }).split(' '), 'extra');
  });

  it('can keep 24px above and below at every width, for a dense screen', () => {
    renderWithUI(
      <PageBlock data-testid="page" paddingBlock="xl">
        Content
      </PageBlock>,
    );
    expect(screen.getByTestId('page')).toHaveClass(...pageBlock({ paddingBlock: 'xl' }).split(' '));
    expect(screen.getByTestId('page').className).not.toBe(pageBlock());
  });

  it('can be the page region, named by its heading', () => {
    renderWithUI(
      <PageBlock as="section" aria-labelledby="title">
        <h1 id="title">Contact us</h1>
      </PageBlock>,
    );
    expect(screen.getByRole('region', { name: 'Contact us' }).tagName).toBe('SECTION');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUI(
      <PageBlock as="article" width="medium">
        <h1>Terms of use</h1>
        <p>Text</p>
      </PageBlock>,
    );
    await expectNoAxeViolations(container);
  });
});
