output "docs_dio_recommend_instance_ids" {
  description = "OCIDs of the Dense I/O hosts."
  value       = oci_core_instance.docs_dio_recommend.id
}
