variable "compartment_ocid" {
  type        = string
  description = "Compartment the resources are created in."
}

variable "availability_domain" {
  type        = string
  description = "Availability domain of every resource (clients and mount targets in the same AD)."
}

variable "vcn_id" {
  type        = string
  description = "VCN of the subnet (only narrows the subnet picker of a Resource Manager stack; no resource reads it)."
  default     = ""
}

variable "subnet_id" {
  type        = string
  description = "Subnet of the mount targets, Lustre file systems and Dense I/O hosts."
}

variable "client_cidr" {
  type        = string
  description = "CIDR block of the clients allowed to mount the exports (for example 10.0.1.0/24)."
}

variable "export_access" {
  type        = string
  description = "Access granted through the exports: READ_WRITE or READ_ONLY."
  default     = "READ_WRITE"

  validation {
    condition     = contains(["READ_WRITE", "READ_ONLY"], var.export_access)
    error_message = "One of READ_WRITE, READ_ONLY."
  }
}

variable "export_identity_squash" {
  type        = string
  description = "Identity squash of the exports: NONE, ROOT or ALL."
  default     = "NONE"

  validation {
    condition     = contains(["NONE", "ROOT", "ALL"], var.export_identity_squash)
    error_message = "One of NONE, ROOT, ALL."
  }
}

variable "raise_mount_target_throughput" {
  type        = bool
  description = "Set to true for the second apply, to raise the mount targets to their planned throughput (only 1 Gbps is accepted at creation)."
  default     = false
}

variable "db_instance_id" {
  type        = string
  description = "OCID of the instance the volumes attach to."
}

variable "lustre_identity_squash" {
  type        = string
  description = "Root squash of the Lustre file system: NONE or ROOT."
  default     = "NONE"

  validation {
    condition     = contains(["NONE", "ROOT"], var.lustre_identity_squash)
    error_message = "One of NONE, ROOT."
  }
}
