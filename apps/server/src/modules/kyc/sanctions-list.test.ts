import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSanctionsList, nameTokens, parseSdnCsv, SanctionsList } from './sanctions-list.js';

const samplePath = fileURLToPath(
  new URL('../../../data/sanctions/sdn-sample.csv', import.meta.url),
);

describe('the OFAC SDN.CSV loader', () => {
  it('reads the shipped sample: individuals only, the SUB byte at the end ignored', () => {
    const list = loadSanctionsList(samplePath);
    expect(list.people.map((person) => person.entNum)).toEqual([
      '90001',
      '90002',
      '90003',
      '90006',
      '90007',
      '90008',
    ]);
    expect(list.people[0]).toEqual({
      entNum: '90001',
      name: 'ZORVAN, Petrak Ilyan',
      program: 'SDGT',
      key: ['zorvan', 'petrak'],
    });
  });

  it('reads quoted commas, -0- fields and rows without a trailing newline', () => {
    const people = parseSdnCsv(
      '1,"DOE, Jane","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a, b"\n' +
        '2,"ACME, INC.",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
    );
    expect(people).toEqual([
      { entNum: '1', name: 'DOE, Jane', program: 'SDGT', key: ['doe', 'jane'] },
    ]);
  });

  it('refuses a file that is not in the format', () => {
    expect(() => parseSdnCsv('just one column\n')).toThrow(/fewer than 3 columns/);
    expect(() => parseSdnCsv('1,"unterminated')).toThrow();
  });
});

describe('name matching', () => {
  const list = loadSanctionsList(samplePath);
  const names = (first: string, last: string, middle?: string) =>
    list.matches({ first, last, middle }).map((person) => person.entNum);

  it('ignores case, diacritics and the order of first and last names', () => {
    expect(names('Petrak', 'Zorvan')).toEqual(['90001']);
    expect(names('PETRÁK', 'zorvan')).toEqual(['90001']);
    expect(names('Zorvan', 'Petrak')).toEqual(['90001']);
    expect(names('Petrak', 'Zorvan', 'Ilyan')).toEqual(['90001']);
    expect(names('Amelie', 'Kestrelle Voss')).toEqual(['90002']);
    expect(names('Oguz', 'Celikhan')).toEqual(['90007']);
  });

  it('needs the whole last name and the first given name', () => {
    expect(names('Ilyan', 'Zorvan')).toEqual([]);
    expect(names('Petrak', 'Zorvanov')).toEqual([]);
    expect(names('Amélie', 'Kestrelle')).toEqual([]);
    expect(names('Ada', 'Lovelace')).toEqual([]);
  });

  it('never matches entities or vessels, even by their exact name', () => {
    expect(names('Northwind Pelagic', 'Freight Ltd')).toEqual([]);
    expect(names('Grey', 'Heron')).toEqual([]);
  });

  it('splits tokens on punctuation and keeps letters of any script', () => {
    expect(nameTokens("  O'Brien-Smith  Zoë ")).toEqual(['o', 'brien', 'smith', 'zoe']);
    expect(nameTokens('Łukasz')).toEqual(['łukasz']);
    expect(new SanctionsList([]).matches({ first: 'Anyone', last: 'At all' })).toEqual([]);
  });
});
