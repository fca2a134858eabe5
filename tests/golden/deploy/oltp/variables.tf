variable "compartment_ocid" {
  type        = string
  description = "Compartment the resources are created in."
}

variable "availability_domain" {
  type        = string
  description = "Availability domain of every resource (clients and mount targets in the same AD)."
}

variable "oltp_instance_id" {
  type        = string
  description = "OCID of the instance the volumes attach to."
}
