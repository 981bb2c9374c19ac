/**
 * Peers' own test cases (bench/barcodes/cases.json of the shared bench, section gs1; its
 * README names each peer and snapshot), copied here because packages/shared reads no files.
 * A case with `expect` splits exactly so; one with `error` is refused (its text is the
 * peer's, not ours). `strict_error` (companion-AI rules) and the disputed cases are left out.
 */
export interface Gs1Case {
  input: string;
  symbology?: string;
  expect?: { ai: string; value: string; date?: string }[];
  error?: string;
}

export const GS1_CASES: readonly Gs1Case[] = [
  {
    input: '010703206980498815210526100329',
    expect: [
      { ai: '01', value: '07032069804988' },
      { ai: '15', value: '210526', date: '2021-05-26' },
      { ai: '10', value: '0329' },
    ],
  },
  {
    input: '010703206980498810032915210526',
    expect: [
      { ai: '01', value: '07032069804988' },
      { ai: '10', value: '032915210526' },
    ],
  },
  {
    input: '0107032069804988100329\u001d15210526',
    expect: [
      { ai: '01', value: '07032069804988' },
      { ai: '10', value: '0329' },
      { ai: '15', value: '210526' },
    ],
  },
  {
    input: '15210526100329\u001d',
    expect: [
      { ai: '15', value: '210526' },
      { ai: '10', value: '0329' },
    ],
  },
  {
    input: '15210526\u001d100329',
    expect: [
      { ai: '15', value: '210526' },
      { ai: '10', value: '0329' },
    ],
  },
  {
    input: '7230EM123\u001d7231EM456\u001d7232EM789',
    expect: [
      { ai: '7230', value: 'EM123' },
      { ai: '7231', value: 'EM456' },
      { ai: '7232', value: 'EM789' },
    ],
  },
  {
    input: '1022222222222222222222aaa',
    error: "data left over after a max-length (20) batch/lot: 'aaa' is not an AI",
  },
  { input: '701103020185', error: "(7011) with a partial time group; '85' left over" },
  { input: '15000000', error: 'invalid date 000000 in (15)' },
  {
    input: ']C1010590123412345715210526',
    symbology: ']C1',
    expect: [
      { ai: '01', value: '05901234123457' },
      { ai: '15', value: '210526', date: '2021-05-26' },
    ],
  },
  {
    input: ']e00100123456789012',
    symbology: ']e0',
    expect: [{ ai: '01', value: '00123456789012' }],
  },
  { input: '00157035381410375177', expect: [{ ai: '00', value: '157035381410375177' }] },
  { input: '00376130321109103421', error: 'SSCC check digit: expected 0, got 1' },
  { input: '0105901234123458', error: 'GTIN check digit: expected 7, got 8' },
  { input: '15210527', expect: [{ ai: '15', value: '210527', date: '2021-05-27' }] },
  {
    input: ']C10102824040005133',
    symbology: ']C1',
    expect: [{ ai: '01', value: '02824040005133' }],
  },
  { input: '00373400306809981733', expect: [{ ai: '00', value: '373400306809981733' }] },
  { input: '0107032069804987', error: 'GTIN check digit: expected 8, got 7' },
  { input: '01123', error: '(01) needs 14 digits' },
  { input: '3100123', error: '(3100) needs 6 digits' },
  { input: '11120230', error: 'invalid date 120230 (30 February) in (11)' },
  { input: '15990229', error: 'invalid date 990229 (1999 is not a leap year) in (15)' },
  { input: '15200200', expect: [{ ai: '15', value: '200200', date: '2020-02-29' }] },
  { input: '15210200', expect: [{ ai: '15', value: '210200', date: '2021-02-28' }] },
  { input: '17211200', expect: [{ ai: '17', value: '211200', date: '2021-12-31' }] },
  { input: '17030201', expect: [{ ai: '17', value: '030201', date: '2003-02-01' }] },
  { input: '3105123456', expect: [{ ai: '3105', value: '123456' }] },
  {
    input: '013842587609507417181119371',
    expect: [
      { ai: '01', value: '38425876095074' },
      { ai: '17', value: '181119', date: '2018-11-19' },
      { ai: '37', value: '1' },
    ],
  },
  { input: '30aa', error: '(30) count must be numeric' },
  {
    input: ']Q3011231231231233310ABC123\u001d99TESTING',
    symbology: ']Q3',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '99', value: 'TESTING' },
    ],
  },
  {
    input: ']d2011231231231233310ABC123\u001d99TESTING',
    symbology: ']d2',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '99', value: 'TESTING' },
    ],
  },
  {
    input: ']J1011231231231233310ABC123\u001d99TESTING',
    symbology: ']J1',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '99', value: 'TESTING' },
    ],
  },
  {
    input: ']C1011231231231233310ABC123\u001d99TESTING',
    symbology: ']C1',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '99', value: 'TESTING' },
    ],
  },
  {
    input: ']e0011231231231233310ABC123\u001d99TESTING\u001d98XYZ',
    symbology: ']e0',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '99', value: 'TESTING' },
      { ai: '98', value: 'XYZ' },
    ],
  },
  {
    input: ']e0011231231231233310ABC123\u001d1199122598TESTING\u001d97XYZ',
    symbology: ']e0',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '10', value: 'ABC123' },
      { ai: '11', value: '991225' },
      { ai: '98', value: 'TESTING' },
      { ai: '97', value: 'XYZ' },
    ],
  },
  {
    input: ']C10112312312312333235XYZ',
    symbology: ']C1',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '235', value: 'XYZ' },
    ],
  },
  {
    input: ']C10112312312312333235XYZ\u001d10ABC',
    symbology: ']C1',
    expect: [
      { ai: '01', value: '12312312312333' },
      { ai: '235', value: 'XYZ' },
      { ai: '10', value: 'ABC' },
    ],
  },
  { input: ']C1', symbology: ']C1', error: 'empty GS1 data after symbology identifier' },
  { input: ']d2', symbology: ']d2', error: 'empty GS1 data after symbology identifier' },
  { input: ']Q3', symbology: ']Q3', error: 'empty GS1 data after symbology identifier' },
  {
    input: ']C101123123123133^10ABC',
    symbology: ']C1',
    error: "'^' is not allowed in AI data and (01) is too short",
  },
  {
    input: ']C199ABC\u001d99XYZ',
    symbology: ']C1',
    error: 'same AI (99) repeated with different values',
  },
  {
    input: ']d201034531200000111719112510ABCD1234',
    symbology: ']d2',
    expect: [
      { ai: '01', value: '03453120000011' },
      { ai: '17', value: '191125' },
      { ai: '10', value: 'ABCD1234' },
    ],
  },
  {
    input: ']d217191125010345312000001110ABCD1234',
    symbology: ']d2',
    expect: [
      { ai: '17', value: '191125' },
      { ai: '01', value: '03453120000011' },
      { ai: '10', value: 'ABCD1234' },
    ],
  },
  {
    input: ']d210ABCD1234\u001d171911250103453120000011',
    symbology: ']d2',
    expect: [
      { ai: '10', value: 'ABCD1234' },
      { ai: '17', value: '191125' },
      { ai: '01', value: '03453120000011' },
    ],
  },
  {
    input: '01034531200000111719112510ABCD1234',
    expect: [
      { ai: '01', value: '03453120000011' },
      { ai: '17', value: '191125' },
      { ai: '10', value: 'ABCD1234' },
    ],
  },
  {
    input:
      '010467003301005321gJk6o54AQBJfX\u001d2406401\u001d91ffd0\u001d92LGYcm3FRQrRdNOO+8t0pz78QTyxxBmYKhLXaAS03jKV7oy+DWGy1SeU+BZ8o7B8+hs9LvPdNA7B6NPGjrCm34A==',
    expect: [
      { ai: '01', value: '04670033010053' },
      { ai: '21', value: 'gJk6o54AQBJfX' },
      { ai: '240', value: '6401' },
      { ai: '91', value: 'ffd0' },
      {
        ai: '92',
        value:
          'LGYcm3FRQrRdNOO+8t0pz78QTyxxBmYKhLXaAS03jKV7oy+DWGy1SeU+BZ8o7B8+hs9LvPdNA7B6NPGjrCm34A==',
      },
    ],
  },
  {
    input:
      '010467003301005321gJk6o54AQBJfX\u001d91ffd0\u001d92LGYcm3FRQrRdNOO+8t0pz78QTyxxBmYKhLXaAS03jKV7oy+DWGy1SeU+BZ8o7B8+hs9LvPdNA7B6NPGjrCm34A==',
    expect: [
      { ai: '01', value: '04670033010053' },
      { ai: '21', value: 'gJk6o54AQBJfX' },
      { ai: '91', value: 'ffd0' },
      {
        ai: '92',
        value:
          'LGYcm3FRQrRdNOO+8t0pz78QTyxxBmYKhLXaAS03jKV7oy+DWGy1SeU+BZ8o7B8+hs9LvPdNA7B6NPGjrCm34A==',
      },
    ],
  },
  { input: '', error: 'empty input' },
  { input: ']d2010345', symbology: ']d2', error: '(01) needs 14 digits, only 4 present' },
  {
    input: ']d20103453\u001d200000111719112510ABCD1234',
    symbology: ']d2',
    error: 'GS inside the fixed-length (01) value',
  },
  {
    input: "]d2010 3`5'1200000111719112510ABCD123",
    symbology: ']d2',
    error: 'characters outside the GS1 set (space, backquote)',
  },
  {
    input:
      ']C101040123456789011715012910ABC123\u001d39329714711\u001d310300052539224711\u001d42127649716',
    symbology: ']C1',
    expect: [
      { ai: '01', value: '04012345678901' },
      { ai: '17', value: '150129', date: '2015-01-29' },
      { ai: '10', value: 'ABC123' },
      { ai: '3932', value: '9714711' },
      { ai: '3103', value: '000525' },
      { ai: '3922', value: '4711' },
      { ai: '421', value: '27649716' },
    ],
  },
  {
    input: ']C1229000481118CDB1950224',
    symbology: ']C1',
    expect: [{ ai: '22', value: '9000481118CDB1950224' }],
  },
  { input: '00106141411234567897\u001d', expect: [{ ai: '00', value: '106141411234567897' }] },
  { input: '3103123456', expect: [{ ai: '3103', value: '123456' }] },
  { input: '15170501', expect: [{ ai: '15', value: '170501', date: '2017-05-01' }] },
  { input: '15170400', expect: [{ ai: '15', value: '170400', date: '2017-04-30' }] },
  { input: '15990501', expect: [{ ai: '15', value: '990501', date: '1999-05-01' }] },
  { input: '15170229', error: 'invalid date 170229 (2017 is not a leap year)' },
  { input: '151705', error: '(15) needs exactly 6 digits' },
  { input: '151705XX', error: '(15) must be numeric' },
  { input: '00', error: '(00) with no data' },
  { input: '42311122233', error: '(423) length must be a multiple of 3' },
  {
    input: '91ABC\u001d99XYZ',
    expect: [
      { ai: '91', value: 'ABC' },
      { ai: '99', value: 'XYZ' },
    ],
  },
  {
    input: '011730032756000410170522243\u001d17170619',
    expect: [
      { ai: '01', value: '17300327560004' },
      { ai: '10', value: '170522243' },
      { ai: '17', value: '170619', date: '2017-06-19' },
    ],
  },
  {
    input: '019739372006134231020007141517071010170411\u001d9010',
    expect: [
      { ai: '01', value: '97393720061342' },
      { ai: '3102', value: '000714' },
      { ai: '15', value: '170710', date: '2017-07-10' },
      { ai: '10', value: '170411' },
      { ai: '90', value: '10' },
    ],
  },
  {
    input: '0197311876341811310300752015170809',
    expect: [
      { ai: '01', value: '97311876341811' },
      { ai: '3103', value: '007520' },
      { ai: '15', value: '170809', date: '2017-08-09' },
    ],
  },
  {
    input: '01173500371918073103003840151706171000013115',
    expect: [
      { ai: '01', value: '17350037191807' },
      { ai: '3103', value: '003840' },
      { ai: '15', value: '170617', date: '2017-06-17' },
      { ai: '10', value: '00013115' },
    ],
  },
  {
    input: '0197300328121002310300226010170529038\u001d17170608',
    expect: [
      { ai: '01', value: '97300328121002' },
      { ai: '3103', value: '002260' },
      { ai: '10', value: '170529038' },
      { ai: '17', value: '170608', date: '2017-06-08' },
    ],
  },
  {
    input: '011730020641446615170628131705081017050838',
    expect: [
      { ai: '01', value: '17300206414466' },
      { ai: '15', value: '170628', date: '2017-06-28' },
      { ai: '13', value: '170508', date: '2017-05-08' },
      { ai: '10', value: '17050838' },
    ],
  },
  {
    input: '70041234\u001d81111234',
    expect: [
      { ai: '7004', value: '1234' },
      { ai: '8111', value: '1234' },
    ],
  },
  { input: '0012345678901234567', error: '(00) needs 18 digits, got 17' },
  { input: '22123456789012345678901', error: '(22) is at most 20 characters' },
  { input: '8100123456', error: 'no such AI (8100)' },
];
