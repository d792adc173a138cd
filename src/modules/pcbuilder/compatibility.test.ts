import { describe, expect, it } from 'vitest';
import { checkCompatibility, estimateWattage, fits, requiredPsuWattage, type Chosen, type ChosenPart } from './compatibility.ts';
import { readTraits } from './traits.ts';

const part = (values: Record<string, string>): ChosenPart => ({
  name: 'part',
  traits: readTraits([{ name: 'Basic Information', values: Object.entries(values).map(([name, value]) => ({ name, value })) }]),
});

const intelCpu = part({ Socket: 'LGA1700', 'Memory Type': 'DDR4/DDR5', TDP: '125W', 'Integrated Graphics': 'Intel UHD Graphics 770' });
const amdCpu = part({ Socket: 'AM5', 'Memory Type': 'DDR5', TDP: '105W', 'Integrated Graphics': 'No' });
const ddr4Only = part({ Socket: 'LGA1200', 'Memory Type': 'DDR4', TDP: '65W' });
const boardDdr5 = part({ Socket: 'LGA1700', 'Memory Type': 'DDR5', 'Form Factor': 'ATX', TDP: '30W' });
const boardAm5 = part({ Socket: 'AM5', 'Memory Type': 'DDR5', 'Form Factor': 'Micro ATX', TDP: '25W' });
const ddr4 = part({ 'Memory Type': 'DDR4', 'Form Factor': 'DIMM', TDP: '3W' });
const ddr5 = part({ 'Memory Type': 'DDR5', 'Form Factor': 'DIMM', TDP: '5W' });
const laptopDdr5 = part({ 'Memory Type': 'DDR5', 'Form Factor': 'SO-DIMM', TDP: '5W' });
const codes = (chosen: Chosen) => checkCompatibility(chosen).map((c) => c.code);

describe('PC builder compatibility', () => {
  it('flags a processor whose socket differs from the motherboard, and accepts a matching one', () => {
    const conflicts = checkCompatibility({ cpu: amdCpu, motherboard: boardDdr5 });
    expect(conflicts.map((c) => c.code)).toContain('cpu-socket');
    expect(conflicts.find((c) => c.code === 'cpu-socket')).toMatchObject({ slots: ['cpu', 'motherboard'], values: { cpu: 'AM5', motherboard: 'LGA1700' } });
    expect(codes({ cpu: intelCpu, motherboard: boardDdr5 })).not.toContain('cpu-socket');
    expect(codes({ cpu: amdCpu, motherboard: boardAm5 })).not.toContain('cpu-socket');
  });

  it('flags RAM of another type than the motherboard takes, and accepts the same type', () => {
    expect(codes({ motherboard: boardDdr5, ram: ddr4 })).toContain('ram-type-board');
    expect(codes({ motherboard: boardDdr5, ram: ddr5 })).not.toContain('ram-type-board');
  });

  it('flags RAM the processor does not support, and accepts a type it lists', () => {
    expect(codes({ cpu: ddr4Only, ram: ddr5 })).toContain('ram-type-cpu');
    expect(codes({ cpu: intelCpu, ram: ddr5 })).not.toContain('ram-type-cpu');
    expect(codes({ cpu: intelCpu, ram: ddr4 })).not.toContain('ram-type-cpu');
  });

  it('flags laptop SO-DIMM memory on a desktop motherboard, and accepts DIMM', () => {
    expect(codes({ motherboard: boardDdr5, ram: laptopDdr5 })).toContain('ram-form-factor');
    expect(codes({ motherboard: boardDdr5, ram: ddr5 })).not.toContain('ram-form-factor');
  });

  it("flags a CPU cooler that does not list the processor's socket, and accepts one that does", () => {
    const mainstream = part({ 'Socket Support': 'LGA1700, LGA1200, AM4, AM5' });
    const tr4Only = part({ 'Socket Support': 'TR4' });
    expect(codes({ cpu: intelCpu, 'cpu-cooler': tr4Only })).toContain('cooler-socket');
    expect(codes({ cpu: intelCpu, 'cpu-cooler': mainstream })).not.toContain('cooler-socket');
    // Without a processor the motherboard's socket decides.
    expect(codes({ motherboard: boardAm5, 'cpu-cooler': tr4Only })).toContain('cooler-socket');
  });

  it('estimates the wattage from the stated TDP of the parts inside the casing', () => {
    const gpu = part({ TDP: '200W', 'Recommended PSU': '650W', Length: '300mm' });
    const monitor = part({ TDP: '40W' });
    expect(estimateWattage({ cpu: intelCpu, motherboard: boardDdr5, ram: ddr5, 'graphics-card': gpu, monitor })).toBe(125 + 30 + 5 + 200);
    expect(estimateWattage({})).toBe(0);
  });

  it('flags a power supply below the estimate with headroom or the graphics card’s recommendation, and accepts enough', () => {
    const gpu = part({ TDP: '200W', 'Recommended PSU': '650W' });
    const build: Chosen = { cpu: intelCpu, motherboard: boardDdr5, ram: ddr5, 'graphics-card': gpu };
    expect(requiredPsuWattage(build)).toBe(650);
    expect(codes({ ...build, 'power-supply': part({ Wattage: '550W' }) })).toContain('psu-wattage');
    expect(codes({ ...build, 'power-supply': part({ Wattage: '650W' }) })).not.toContain('psu-wattage');
    // Without a graphics card the headroom decides: (125 + 30 + 5) × 1.3 = 208W.
    const small: Chosen = { cpu: intelCpu, motherboard: boardDdr5, ram: ddr5 };
    expect(requiredPsuWattage(small)).toBe(208);
    expect(codes({ ...small, 'power-supply': part({ Wattage: '200W' }) })).toContain('psu-wattage');
    expect(codes({ ...small, 'power-supply': part({ Wattage: '300W' }) })).not.toContain('psu-wattage');
  });

  it('flags a motherboard the casing cannot take, and accepts a listed size', () => {
    const itxCase = part({ 'Form Factor Support': 'Mini-ITX' });
    const microCase = part({ 'Form Factor Support': 'Micro-ATX, Mini-ITX' });
    expect(codes({ motherboard: boardDdr5, casing: microCase })).toContain('casing-form-factor');
    expect(codes({ motherboard: boardAm5, casing: microCase })).not.toContain('casing-form-factor');
    expect(codes({ motherboard: boardAm5, casing: itxCase })).toContain('casing-form-factor');
  });

  it('flags a graphics card longer than the casing takes, and accepts a shorter one', () => {
    const casing = part({ 'Form Factor Support': 'ATX', 'Max GPU Length': '330mm' });
    expect(codes({ casing, 'graphics-card': part({ Length: '358mm' }) })).toContain('gpu-length');
    expect(codes({ casing, 'graphics-card': part({ Length: '300mm' }) })).not.toContain('gpu-length');
  });

  it('asks for a graphics card when the processor has no integrated graphics, and not otherwise', () => {
    const missing = checkCompatibility({ cpu: amdCpu });
    expect(missing).toEqual([expect.objectContaining({ code: 'needs-graphics', kind: 'missing' })]);
    expect(codes({ cpu: amdCpu, 'graphics-card': part({ TDP: '115W' }) })).not.toContain('needs-graphics');
    expect(codes({ cpu: intelCpu })).not.toContain('needs-graphics');
    // Unstated: no guess.
    expect(codes({ cpu: ddr4Only })).not.toContain('needs-graphics');
  });

  it('stays silent when a part does not state the value a rule compares', () => {
    expect(checkCompatibility({ cpu: part({}), motherboard: part({}), ram: part({}), casing: part({}), 'power-supply': part({}) })).toEqual([]);
  });

  it('offers a part only when it fits the build, whatever is in its slot now', () => {
    const build: Chosen = { cpu: intelCpu, motherboard: boardDdr5, ram: ddr4 };
    expect(fits(build, 'ram', ddr5)).toBe(true);
    expect(fits(build, 'ram', ddr4)).toBe(false);
    expect(fits(build, 'motherboard', boardAm5)).toBe(false);
    // A missing graphics card is not an incompatibility of the processor.
    expect(fits({}, 'cpu', amdCpu)).toBe(true);
  });
});
