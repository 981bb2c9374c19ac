import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import {
  failureParamsIn,
  matchCode,
  normalizeContainerNumber,
  translateError,
  type MatchContext,
  type MatchTemplate,
  type TemplateSegment,
} from '@lading/shared';
import { Flex, Input, Typography, theme } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../stock/stock-format';

/** One piece of the code as the template cuts it: a segment's characters, or what is left. */
interface Piece {
  /** 1-based segment number; null for characters past the template's length */
  segment: number | null;
  kind: TemplateSegment['kind'] | null;
  text: string;
  /** characters the segment still lacks */
  missing: number;
}

/** The code cut at the segments' lengths; what runs past the last segment is one more piece. */
export function piecesOf(segments: readonly TemplateSegment[], code: string): Piece[] {
  let offset = 0;
  const pieces: Piece[] = segments.map((segment, i) => {
    const text = code.slice(offset, offset + segment.length);
    offset += segment.length;
    return { segment: i + 1, kind: segment.kind, text, missing: segment.length - text.length };
  });
  if (code.length > offset)
    pieces.push({ segment: null, kind: null, text: code.slice(offset), missing: 0 });
  return pieces;
}

/**
 * "Try a code": as the user types (or scans), the code is matched against the template being
 * edited (`segments` undefined while a row is incomplete), with the product and supplier
 * chosen as the scan context. It shows the code cut into its segments, the failing one marked
 * in the theme's error colour and by the word "fails", and the reason in the user's language
 * (the server's catalog), or "Matches" with the segments' values.
 */
export function TryCodeBox(props: {
  name: string;
  segments: TemplateSegment[] | undefined;
  checkRule: MatchTemplate['checkRule'];
  context: MatchContext;
  /** The template is for a product and supplier (or universal): not a container template. */
  scoped: boolean;
  /** Container numbers are matched as the stations store them (upper-case, no spaces). */
  normalize?: boolean;
}) {
  const { t, i18n } = useTranslation('serials');
  const lang = languageOf(i18n.language);
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const id = useId();
  const code = props.normalize ? normalizeContainerNumber(typed) : typed.trim();
  const { segments } = props;
  const result =
    segments && segments.length && code
      ? matchCode({ name: props.name, segments, checkRule: props.checkRule }, code, props.context)
      : undefined;
  const failure = result && !result.ok ? result.failure : undefined;
  const lengthFailure = failure?.key === 'serials.codeLength';
  const wholeFailure = failure !== undefined && failure.segment === null && !lengthFailure;
  const kindName = (kind: TemplateSegment['kind']) => t(`segmentKinds.${kind}`);
  const { productCode, supplierCode } = props.context;

  const pieceFails = (piece: Piece) =>
    failure !== undefined &&
    ((piece.segment !== null && failure.segment === piece.segment) ||
      (lengthFailure && (piece.segment === null || piece.missing > 0)));

  const pieceStyle = (fails: boolean): CSSProperties => ({
    border: `${fails ? 2 : 1}px solid ${fails ? token.colorError : token.colorBorder}`,
    background: fails ? token.colorErrorBg : token.colorFillQuaternary,
    borderRadius: token.borderRadiusSM,
    padding: '2px 8px',
    minWidth: 64,
    listStyle: 'none',
  });

  return (
    <section aria-labelledby={`${id}-title`} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={`${id}-title`} style={{ fontSize: token.fontSizeLG }}>
        {t('templates.try.title')}
      </Typography.Title>
      <Flex vertical gap={8}>
        <label htmlFor={`${id}-code`}>{t('templates.try.label')}</label>
        <Input
          id={`${id}-code`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('templates.try.placeholder')}
          aria-describedby={`${id}-help`}
          autoComplete="off"
          spellCheck={false}
          style={{ fontFamily: token.fontFamilyCode, maxWidth: 520 }}
        />
        <Typography.Text type="secondary" id={`${id}-help`}>
          {[
            t('templates.try.help'),
            productCode && t('templates.try.contextProduct', { code: productCode }),
            supplierCode && t('templates.try.contextSupplier', { code: supplierCode }),
            props.scoped && !productCode && !supplierCode && t('templates.try.contextFree'),
          ]
            .filter(Boolean)
            .join(lang === 'zh' ? '' : ' ')}
        </Typography.Text>
        {!segments?.length && (
          <Typography.Text type="secondary">{t('templates.try.incomplete')}</Typography.Text>
        )}
        {segments?.length && code ? (
          <ol
            aria-label={t('templates.try.segmentsOfCode')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 6, padding: 0, margin: 0 }}
          >
            {piecesOf(segments, code).map((piece, index) => {
              const fails = pieceFails(piece);
              return (
                <li key={index} style={pieceStyle(fails)} data-fails={fails || undefined}>
                  <Typography.Text
                    type={fails ? undefined : 'secondary'}
                    style={{ fontSize: token.fontSizeSM }}
                  >
                    {piece.segment === null
                      ? t('templates.try.extra')
                      : `${piece.segment} · ${kindName(piece.kind!)}`}
                  </Typography.Text>
                  <div style={{ fontFamily: token.fontFamilyCode, whiteSpace: 'pre' }}>
                    {piece.text}
                    {piece.missing > 0 && (
                      <Typography.Text type="secondary">
                        {'·'.repeat(piece.missing)}
                      </Typography.Text>
                    )}
                  </div>
                  {fails && (
                    <Typography.Text type="danger" strong style={{ fontSize: token.fontSizeSM }}>
                      <CloseCircleFilled aria-hidden />{' '}
                      {piece.missing > 0 && piece.segment !== null
                        ? t('templates.try.missing', { count: piece.missing })
                        : t('templates.try.failingSegment')}
                    </Typography.Text>
                  )}
                </li>
              );
            })}
          </ol>
        ) : null}
        <div role="status" aria-live="polite">
          {result?.ok && (
            <Typography.Text type="success">
              <CheckCircleFilled aria-hidden /> <strong>{t('templates.try.matches')}</strong>
              {t('templates.try.colon')}
              {result.values
                .map((value, index) => `${kindName(segments![index]!.kind)} ${value}`)
                .join(' · ')}
            </Typography.Text>
          )}
          {failure && (
            <Typography.Text type="danger">
              <CloseCircleFilled aria-hidden /> <strong>{t('templates.try.fails')}</strong>
              {wholeFailure && `${lang === 'zh' ? '' : ' '}${t('templates.try.wholeCode')}`}
              {t('templates.try.colon')}
              {translateError(lang, failure.key, failureParamsIn(lang, failure))}
            </Typography.Text>
          )}
        </div>
      </Flex>
    </section>
  );
}
