#ifndef __FERROCUDA_OMP_H
#define __FERROCUDA_OMP_H

/* Host-only OpenMP runtime calls, declared for skimming host code. */
typedef struct {
    void *__opaque;
} omp_lock_t;

#ifdef __cplusplus
extern "C" {
#endif

void omp_set_num_threads(int num_threads);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
void omp_set_dynamic(int dynamic_threads);
int omp_get_dynamic(void);
void omp_set_nested(int nested);
double omp_get_wtime(void);
double omp_get_wtick(void);
void omp_init_lock(omp_lock_t *lock);
void omp_destroy_lock(omp_lock_t *lock);
void omp_set_lock(omp_lock_t *lock);
void omp_unset_lock(omp_lock_t *lock);
int omp_test_lock(omp_lock_t *lock);

#ifdef __cplusplus
}
#endif

#endif
