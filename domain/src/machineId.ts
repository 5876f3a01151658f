// A superseded hub keeps its old record with the machine id renamed to "<GUID>_<four digits><suffix>";
// the hub that replaced it carries the bare GUID. The GUID is returned exactly as written, because
// the upstream looks hubs up by the stored machine id.

const SUPERSEDED_MACHINE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_\d{4}.+$/i;

export function supersedingMachineId(machineId: string | null | undefined): string | null {
  const match = SUPERSEDED_MACHINE_ID.exec(machineId ?? '');
  return match?.[1] ?? null;
}
