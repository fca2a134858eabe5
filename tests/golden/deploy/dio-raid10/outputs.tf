output "dio_raid10_instance_ids" {
  description = "OCIDs of the Dense I/O hosts."
  value       = oci_core_instance.dio_raid10.id
}
