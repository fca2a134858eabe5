# Built from the OCI Storage Planner's plan "docs-dio-evaluate" (dense-io).
# Apply order: phase 1 creates the storage, phase 2 what hangs on it; Terraform follows the references.

# ---- Phase 1

# 1 host of BM.DenseIO2.52 (52 OCPUs, 768 GB memory, 8 NVMe drives).
# OCI builds no RAID on local NVMe: cloud-init-docs-dio-evaluate.yaml builds RAID 0 over the 8 drives with mdadm at first boot. Check it with `cat /proc/mdstat`.
resource "oci_core_instance" "docs_dio_evaluate" {
  compartment_id      = var.compartment_ocid
  availability_domain = var.availability_domain
  display_name        = "docs-dio-evaluate-1"
  shape               = "BM.DenseIO2.52"
  metadata            = {
    "ssh_authorized_keys" = var.ssh_public_key
    "user_data" = base64encode(file("${path.module}/cloud-init-docs-dio-evaluate.yaml"))
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
