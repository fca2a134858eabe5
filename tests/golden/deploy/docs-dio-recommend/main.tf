# Built from the OCI Storage Planner's plan "docs-dio-recommend" (dense-io).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# 1 host of VM.DenseIO.E4.Flex (32 OCPUs, 512 GB memory, 4 NVMe drives).
# OCI builds no RAID on local NVMe: cloud-init-docs-dio-recommend.yaml builds RAID 10 over the 4 drives with mdadm at first boot. Check it with `cat /proc/mdstat`.
resource "oci_core_instance" "docs_dio_recommend" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "docs-dio-recommend-1"
  shape               = "VM.DenseIO.E4.Flex"
  metadata            = {
    "ssh_authorized_keys" = var.ssh_public_key
    "user_data" = base64encode(file("${path.module}/cloud-init-docs-dio-recommend.yaml"))
  }

  shape_config {
    ocpus         = 32
    memory_in_gbs = 512
    nvmes         = 4
  }

  source_details {
    source_type = "image"
    source_id   = var.image_id
  }

  create_vnic_details {
    subnet_id        = var.subnet_id
    assign_public_ip = false
  }
}
