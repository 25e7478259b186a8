#ifndef CHECKSUM_H
#define CHECKSUM_H
#ifdef __cplusplus
extern "C" {
#endif
unsigned checksum(const int *values, int n);
#ifdef __cplusplus
}
#endif
#endif
