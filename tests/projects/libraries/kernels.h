#pragma once
/* Host entry points of the two libraries. */
void scale_on_device(float *values, int n);
void shift_on_device(float *values, int n, float by);
